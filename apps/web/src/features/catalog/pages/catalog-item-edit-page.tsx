import { Alert, Card, Flex } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { CATALOG_PATH } from '../catalog-params';
import { ItemEditorActions } from '../components/item-editor-actions';
import { ItemEditorForm } from '../components/item-editor-form';
import { useItemEditor } from '../components/use-item-editor';

const STICKY_ACTIONS = { position: 'sticky', bottom: 0, zIndex: 5 } as const;

/** Spec point 2: /catalogitemedit/:catalogItemId, the item editor on a page of its own. */
export function CatalogItemEditPage() {
  const { catalogItemId = '' } = useParams();
  const id = /^\d{1,15}$/.test(catalogItemId) ? Number(catalogItemId) : 0;
  if (id <= 0) return <Navigate to={CATALOG_PATH} replace />;
  return <ItemEditPage key={id} catalogItemId={id} />;
}

function ItemEditPage({ catalogItemId }: { catalogItemId: number }) {
  const navigate = useNavigate();
  const editor = useItemEditor({ catalogItemId });
  const back = () => editor.requestClose(() => navigate(CATALOG_PATH));
  const description = editor.draft.Descriptions1E;
  const subtitle = editor.detail
    ? [editor.detail.gtin, typeof description === 'string' ? description : null].filter(Boolean).join(' · ')
    : undefined;

  return (
    <Flex vertical gap={16}>
      <PageTitle title="Edit Item" subtitle={subtitle} />
      {editor.loadError ? (
        <Alert type="error" showIcon title={editor.loadError.message} />
      ) : editor.loading ? (
        <PageSpinner />
      ) : (
        <Card>
          <ItemEditorForm editor={editor} />
        </Card>
      )}
      {/* The section tabs make a tall page: the buttons stay at the window's bottom edge while it scrolls. */}
      <Card size="small" style={STICKY_ACTIONS}>
        <ItemEditorActions editor={editor} leaveLabel="Back to catalog" onLeave={back} />
      </Card>
    </Flex>
  );
}
