import { Button, Flex } from 'antd';
import type { ItemEditor } from './use-item-editor';

export interface ItemEditorActionsProps {
  editor: ItemEditor;
  /** Cancel in the dialog, 'Back to catalog' on the page. */
  leaveLabel: string;
  onLeave: () => void;
  /** Stop typing while the editor is about to close. */
  frozen?: boolean;
}

/** The editor's buttons: leave, 'Start another' after a create in this dialog, and Create or Save. */
export function ItemEditorActions({ editor, leaveLabel, onLeave, frozen = false }: ItemEditorActionsProps) {
  const ready = !editor.loading && !editor.loadError;
  return (
    <Flex justify="flex-end" gap={8} wrap>
      <Button onClick={onLeave} disabled={editor.busy || frozen}>
        {leaveLabel}
      </Button>
      {editor.createdHere && (
        <Button onClick={editor.startAnother} disabled={editor.busy || frozen}>
          Start another
        </Button>
      )}
      {ready && (
        <Button
          type="primary"
          loading={editor.busy}
          disabled={frozen || (!editor.created && !editor.canCreate)}
          onClick={() => void editor.submit()}
        >
          {editor.created ? 'Save' : 'Create'}
        </Button>
      )}
    </Flex>
  );
}
