import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { formatDateTime } from '../../catalog';
import { useFollowUp, useRemoveFollowUp, useSaveFollowUp } from '../api/follow-up';

export interface FollowUpDialogProps {
  catalogItemIds: number[];
  /** Put on hold, replace or remove (CATALOG_SUBSCRIBE_MANAGE); without it the message is only shown. */
  canEdit: boolean;
  onDone: (text: string) => void;
  onCancel: () => void;
}

/**
 * Spec point 4's follow-up: a message put on the chosen items, which go on hold (onHold 1) until the buyer
 * removes it (onHold 0). For one item the message it has is shown first; a read-only user reads it only.
 */
export function FollowUpDialog({ catalogItemIds, canEdit, onDone, onCancel }: FollowUpDialogProps) {
  const single = catalogItemIds.length === 1 ? catalogItemIds[0]! : null;
  const current = useFollowUp(single);
  const save = useSaveFollowUp();
  const remove = useRemoveFollowUp();
  const [message, setMessage] = useState('');
  const onHold = current.data?.onHold === 1;
  const error = save.error ?? remove.error;

  return (
    <Modal
      open
      title={single ? 'Follow-Up' : `Follow-Up on ${catalogItemIds.length} items`}
      onCancel={onCancel}
      footer={
        !canEdit ? (
          <Button onClick={onCancel}>Close</Button>
        ) : (
          <Flex justify="space-between">
            <span>
              {onHold && single !== null && (
                <Button
                  danger
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(single, {
                      onSuccess: () => onDone('The follow-up was removed: the item is no longer on hold.'),
                    })
                  }
                >
                  Remove follow-up
                </Button>
              )}
            </span>
            <Flex gap={8}>
              <Button onClick={onCancel}>Cancel</Button>
              <Button
                type="primary"
                disabled={!message.trim()}
                loading={save.isPending}
                onClick={() =>
                  save.mutate(
                    { catalogItemIds, message: message.trim() },
                    {
                      onSuccess: (result) =>
                        onDone(
                          `${result.catalogItemIds.length} item${result.catalogItemIds.length === 1 ? ' is' : 's are'} on hold with the follow-up.`,
                        ),
                    },
                  )
                }
              >
                {onHold ? 'Replace message' : 'Put on hold'}
              </Button>
            </Flex>
          </Flex>
        )
      }
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {single !== null && current.isPending && <Spin />}
        {onHold && (
          <Alert
            type="warning"
            showIcon
            title={current.data?.message ?? 'On hold'}
            description={current.data?.time ? `Since ${formatDateTime(current.data.time)}` : undefined}
          />
        )}
        {single !== null && current.isSuccess && !onHold && !canEdit && (
          <Typography.Text>This item is not on hold.</Typography.Text>
        )}
        {canEdit && (
          <>
            <Typography.Text type="secondary">
              Items on hold stay in Action Needed until you send their CIC; the message says what you are waiting for.
            </Typography.Text>
            <Input.TextArea
              aria-label="Follow-up message"
              rows={3}
              maxLength={1000}
              showCount
              placeholder="What are you waiting for? (e.g. the publisher's new allergen statement)"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </>
        )}
        {error && <Alert type="error" showIcon title={error.message} />}
      </Flex>
    </Modal>
  );
}
