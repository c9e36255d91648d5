import { useState } from 'react';
import { Alert, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { SUPPORT_COMPANY_ID } from '@tradepool/domain';
import type { CrossReferenceUploadResult } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { useDownloadCrossReferenceFile } from '../api/download-cross-reference-file';
import { useCrossReferenceFiles } from '../api/list-cross-reference-files';
import { useSubscribers } from '../api/list-subscribers';
import { ColumnsHint } from '../components/columns-hint';
import { FilesTable } from '../components/files-table';
import { UploadPanel } from '../components/upload-panel';
import { UploadResult } from '../components/upload-result';

/** Spec point 2, "Cross-reference upload admin" (/admin/report): a subscriber's cross-reference files. */
export function CrossReferencePage() {
  const user = useCurrentUser();
  const supportUser = user.currentCompanyId === SUPPORT_COMPANY_ID;
  const subscribers = useSubscribers(supportUser);
  const [chosen, setChosen] = useState<number | null>(null);
  const companyId = supportUser ? chosen : user.currentCompanyId;
  const [result, setResult] = useState<CrossReferenceUploadResult | null>(null);
  const files = useCrossReferenceFiles(companyId);
  const download = useDownloadCrossReferenceFile();
  const ownCompany = user.userCompanyList.find((company) => company.companyId === user.currentCompanyId);

  const subscriberOptions = (subscribers.data?.results ?? []).map((company) => ({
    value: company.id,
    label: company.buName ? `${company.name} / ${company.buName}` : company.name,
  }));

  return (
    <>
      <PageTitle
        title="Cross-reference files"
        subtitle="Load a subscriber's item cross-reference (its own product codes against GTINs) and keep the files on record."
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={14}>
          <Card size="small" title="Upload a file" style={{ height: '100%' }}>
            <Form layout="vertical" requiredMark={false}>
              <Form.Item label="Subscriber" htmlFor="cross-reference-subscriber" style={{ marginBottom: 12 }}>
                {supportUser ? (
                  <Select<number>
                    id="cross-reference-subscriber"
                    value={chosen ?? undefined}
                    onChange={(value) => {
                      setChosen(value ?? null);
                      setResult(null);
                    }}
                    options={subscriberOptions}
                    loading={subscribers.isPending}
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Choose a subscriber company"
                  />
                ) : (
                  <Input id="cross-reference-subscriber" value={ownCompany?.name ?? user.companyName} disabled />
                )}
              </Form.Item>
            </Form>
            {subscribers.error && (
              <Alert type="error" showIcon title={subscribers.error.message} style={{ marginBottom: 12 }} />
            )}
            <UploadPanel companyId={companyId} onStart={() => setResult(null)} onUploaded={setResult} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <ColumnsHint />
        </Col>
      </Row>
      {result && <UploadResult result={result} />}
      <Card size="small" title={supportUser && chosen === null ? 'All cross-reference files' : 'Cross-reference files'}>
        <Flex vertical gap={12}>
          {files.error && <Alert type="error" showIcon title={files.error.message} />}
          {download.error && <Alert type="error" showIcon title={download.error.message} />}
          <FilesTable
            files={files.data ?? []}
            loading={files.isFetching}
            downloading={download.isPending ? (download.variables?.fileName ?? null) : null}
            onDownload={(file) => download.mutate(file)}
          />
        </Flex>
      </Card>
    </>
  );
}
