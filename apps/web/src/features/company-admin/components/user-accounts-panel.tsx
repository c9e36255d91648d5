import { useState } from 'react';
import { KeyOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { MESSAGES } from '@tradepool/domain';
import type { Company } from '@tradepool/domain';
import { SetPasswordModal } from './set-password-modal';
import type { PasswordTarget } from './set-password-modal';
import { AddUserForm } from './add-user-form';
import { TimedAlert, useTimedAlert } from './timed-alert';
import { UsersTable } from './users-table';

/** The User Accounts step: the company's users, adding one (Active at once) and setting a user's password. */
export function UserAccountsPanel({ company, canManage }: { company: Company; canManage: boolean }) {
  const [adding, setAdding] = useState(false);
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const alert = useTimedAlert();

  return (
    <Flex vertical gap={16}>
      <TimedAlert message={alert.message} style={{ marginBottom: 0 }} />
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          {company.users.length === 0
            ? 'No users yet.'
            : `${company.users.length} user${company.users.length === 1 ? '' : 's'}`}
        </Typography.Text>
        {canManage && !adding && (
          <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            Add user
          </Button>
        )}
      </Flex>
      {adding && (
        <AddUserForm
          company={company}
          onCancel={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            alert.show({ type: 'success', title: MESSAGES.created });
          }}
        />
      )}
      <UsersTable
        users={company.users}
        actions={
          canManage
            ? {
                title: 'Actions',
                key: 'actions',
                width: 150,
                render: (_value, user) => (
                  <Button
                    size="small"
                    icon={<KeyOutlined />}
                    onClick={() => setPasswordTarget({ id: user.id, login: user.login })}
                  >
                    Set password
                  </Button>
                ),
              }
            : undefined
        }
      />
      <SetPasswordModal
        target={passwordTarget}
        onClose={() => setPasswordTarget(null)}
        onUpdated={(message) => alert.show({ type: 'success', title: message || MESSAGES.passwordUpdated })}
      />
    </Flex>
  );
}
