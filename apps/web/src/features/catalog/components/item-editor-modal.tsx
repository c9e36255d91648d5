import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Modal, Skeleton } from 'antd';
import { PAGE_RELOAD_AFTER_SAVE_MS } from '@tradepool/domain';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import { ItemEditorActions } from './item-editor-actions';
import { ItemEditorForm } from './item-editor-form';
import { useItemEditor } from './use-item-editor';

export interface ItemEditorModalProps {
  open: boolean;
  /** The item to edit; null creates one. */
  catalogItemId: number | null;
  /** `changed`: something was saved, so the catalog should reload. */
  onClose: (changed: boolean) => void;
}

/**
 * The editor's body stops at the window's bottom, so Create and Save stay in view; within it the section
 * tabs and the fields scroll on their own (`ItemEditorForm fill`), the item's summary staying on top.
 */
const DIALOG = scrollingDialog(24);
const DIALOG_BODY = { ...DIALOG.styles.body, display: 'flex', flexDirection: 'column' } as const;

/** Spec point 2: the catalog's create/edit dialog, with a static backdrop. */
export function ItemEditorModal({ open, catalogItemId, onClose }: ItemEditorModalProps) {
  if (!open) return null;
  return <ItemEditorDialog key={catalogItemId ?? 'new'} catalogItemId={catalogItemId} onClose={onClose} />;
}

function ItemEditorDialog({ catalogItemId, onClose }: Omit<ItemEditorModalProps, 'open'>) {
  const [closing, setClosing] = useState(false);
  const editor = useItemEditor({ catalogItemId, onReadinessChanged: () => setClosing(true) });
  const closeChanged = useEffectEvent(() => onClose(true));

  // Spec point 4: when a save changed readiness the catalog reloads, a second after the success message.
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(closeChanged, PAGE_RELOAD_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const leave = () => (editor.loadError ? onClose(false) : editor.requestClose(onClose));
  return (
    <Modal
      open
      title={editor.created ? 'Edit Item' : 'Create Item'}
      width={{ xs: '100%', lg: 1100, xxl: 1280 }}
      style={DIALOG.style}
      styles={{ body: DIALOG_BODY }}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={leave}
      footer={<ItemEditorActions editor={editor} leaveLabel="Cancel" onLeave={leave} frozen={closing} />}
    >
      {editor.loadError ? (
        <Alert type="error" showIcon title={editor.loadError.message} />
      ) : editor.loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <ItemEditorForm editor={editor} fill />
      )}
    </Modal>
  );
}
