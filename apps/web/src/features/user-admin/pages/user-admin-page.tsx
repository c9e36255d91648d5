import { useEffect, useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SUPPORT_COMPANY_ID } from '@tradepool/domain';
import type { AdminUser } from '@tradepool/domain';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { useGridPaging } from '../../../components/data-grid';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useUserSearch } from '../api/search-users';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { UserFormModal } from '../components/user-form-modal';
import type { UserFormTarget } from '../components/user-form-modal';
import { UserSearchPanel } from '../components/user-search-panel';
import { UsersGrid } from '../components/users-grid';
import { DEFAULT_USER_SORT, toUserSearch } from '../user-form';
import type { UserFilters, UserSort } from '../user-form';

export const USER_LIST_PATH = '/admin/user';

type Dialog = UserFormTarget | { mode: 'reset'; user: AdminUser } | null;

/** What a route-opened dialog hands back to the list it returns to. */
interface ListState {
  flash?: string;
}

interface UserAdminProps {
  variant: 'all' | 'pubsub';
  /** The dialog a route opens with the list (/admin/user/add, /admin/user/edit); closing it returns to the list. */
  routeDialog?: UserFormTarget;
}

function UserAdmin({ variant, routeDialog }: UserAdminProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const supportUser = user.currentCompanyId === SUPPORT_COMPANY_ID;
  const manage = can(user, 'USER_ACCOUNT_MANAGE');
  const paging = useGridPaging();
  const [filters, setFilters] = useState<UserFilters>({});
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT);
  const [dialog, setDialog] = useState<Dialog>(routeDialog ?? null);
  const arrived = (location.state as ListState | null)?.flash;
  const flash = useFlash(arrived ? { kind: 'success', text: arrived } : null);
  useEffect(() => {
    // Shown once: a reload of the list must not announce the save again.
    if (arrived) navigate('.', { replace: true, state: null });
  }, [arrived, navigate]);

  const pubSub = variant === 'pubsub';
  const users = useUserSearch({ ...toUserSearch(filters, paging.page, paging.pageSize, sort), pubSubOnly: pubSub });

  function closeDialog(message?: string) {
    setDialog(null);
    if (routeDialog) {
      navigate(USER_LIST_PATH, { replace: true, state: message ? ({ flash: message } satisfies ListState) : null });
    } else if (message) {
      flash.success(message);
    }
  }

  return (
    <>
      <PageTitle
        title={pubSub ? 'Publisher-subscriber users' : 'Users'}
        subtitle={
          pubSub
            ? 'User accounts of publisher-subscriber companies: search, add, edit and reset passwords.'
            : supportUser
              ? 'User accounts of every company: search, add, edit and reset passwords.'
              : `User accounts of ${user.companyName}: search, add, edit and reset passwords.`
        }
        extra={
          manage && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({ mode: 'add' })}>
              Add user
            </Button>
          )
        }
      />
      <UserSearchPanel
        supportUser={supportUser}
        pubSubOnly={pubSub}
        searching={users.isFetching}
        onSearch={(next) => {
          setFilters(next);
          paging.onChange(1, paging.pageSize);
        }}
      />
      <FlashAlert flash={flash.flash} />
      {users.error && <Alert type="error" showIcon title={users.error.message} style={{ marginBottom: 16 }} />}
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <UsersGrid
          rows={users.data?.results ?? []}
          totalRows={users.data?.totalRows ?? 0}
          loading={users.isFetching}
          paging={paging}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            paging.onChange(1, paging.pageSize);
          }}
          onEdit={manage ? (row) => setDialog({ mode: 'edit', userId: row.id }) : undefined}
          onResetPassword={manage ? (row) => setDialog({ mode: 'reset', user: row }) : undefined}
        />
      </Card>
      {dialog && dialog.mode !== 'reset' && (
        <UserFormModal
          target={dialog}
          admin={user}
          supportUser={supportUser}
          pubSubOnly={pubSub}
          onSaved={(message) => closeDialog(message)}
          onClose={() => closeDialog()}
        />
      )}
      {dialog?.mode === 'reset' && <ResetPasswordModal user={dialog.user} onClose={() => setDialog(null)} />}
    </>
  );
}

/** /admin/user: every account this administrator may see. */
export function UserAdminPage() {
  return <UserAdmin variant="all" />;
}

/** /admin/userpubsub: the same screen for publisher-subscriber companies. */
export function UserPubSubAdminPage() {
  return <UserAdmin variant="pubsub" />;
}

/** /admin/user/add: the list with the add dialog open. */
export function AddUserPage() {
  return <UserAdmin variant="all" routeDialog={{ mode: 'add' }} />;
}

/** /admin/user/edit?id=N: the list with that user's edit dialog open. */
export function EditUserPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Alert
        type="error"
        showIcon
        title="No user was named: open a user from the list to edit it."
        action={<Button onClick={() => navigate(USER_LIST_PATH)}>Back to users</Button>}
      />
    );
  }
  return <UserAdmin variant="all" routeDialog={{ mode: 'edit', userId: id }} />;
}
