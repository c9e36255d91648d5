import { useState } from 'react';
import { Alert, Flex, Modal, Select, Typography } from 'antd';
import { useGdsnModules } from '../../../components/gdsn-attributes/api/get-gdsn-modules';
import { useDownloadGtinTemplate } from '../api/download-gtin-template';

export interface TemplateDownloadDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dictionary's pseudo-module of the tradeItem's own attributes: not a module a template adds. */
const TRADE_ITEM = 'tradeItem';

/** The GTIN template, with the columns of the GS1 modules picked here after the catalog's own. */
export function TemplateDownloadDialog({ open, onClose }: TemplateDownloadDialogProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const modules = useGdsnModules();
  const template = useDownloadGtinTemplate();
  return (
    <Modal
      open={open}
      title="Download the GTIN template"
      okText="Download"
      confirmLoading={template.isPending}
      onOk={() => template.mutate(picked, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          The template holds the catalog&apos;s columns. Pick GS1 modules to add a column for each of their attributes
          after them (ingredients, nutrition, files …); a repeating one gets numbered columns.
        </Typography.Text>
        <Select
          mode="multiple"
          allowClear
          aria-label="GS1 modules"
          placeholder="GS1 modules (optional)"
          loading={modules.isPending}
          value={picked}
          onChange={setPicked}
          optionFilterProp="label"
          options={(modules.data ?? [])
            .filter((m) => m.name !== TRADE_ITEM)
            .map((m) => ({ value: m.name, label: m.title }))}
        />
        {modules.error && <Alert type="error" showIcon title={modules.error.message} />}
        {template.error && <Alert type="error" showIcon title={template.error.message} />}
      </Flex>
    </Modal>
  );
}
