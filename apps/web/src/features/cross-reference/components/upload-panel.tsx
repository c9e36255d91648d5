import { useState } from 'react';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { FileExcelOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { SERVER_ERRORS } from '@tradepool/domain';
import type { CrossReferenceUploadResult } from '@tradepool/domain';
import { useUploadCrossReferenceFile } from '../api/upload-cross-reference-file';

const ACCEPTED = ['.xlsx', '.csv'];

function accepted(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED.some((extension) => lower.endsWith(extension));
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export interface UploadPanelProps {
  /** The subscriber the file is for; null while none is chosen. */
  companyId: number | null;
  onUploaded: (result: CrossReferenceUploadResult) => void;
  onStart: () => void;
}

/** One file at a time: choose or drop it, then upload it with a progress bar. */
export function UploadPanel({ companyId, onUploaded, onStart }: UploadPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useUploadCrossReferenceFile();
  const busy = upload.isPending;

  function choose(chosen: File) {
    upload.reset();
    setPercent(0);
    if (!accepted(chosen.name)) {
      setFile(null);
      setRefused(SERVER_ERRORS.crossRefFileType);
      return;
    }
    setRefused(null);
    setFile(chosen);
  }

  function start() {
    if (!file || companyId === null) return;
    setPercent(0);
    onStart();
    upload.mutate(
      { companyId, file, onProgress: (progress) => setPercent(progress.percent) },
      {
        onSuccess: (result) => {
          setPercent(100);
          setFile(null);
          onUploaded(result);
        },
      },
    );
  }

  const fileList: UploadFile[] = file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : [];
  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        name="file"
        accept={ACCEPTED.join(',')}
        maxCount={1}
        multiple={false}
        disabled={busy || companyId === null}
        fileList={fileList}
        showUploadList={false}
        beforeUpload={(chosen) => {
          choose(chosen);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {companyId === null ? 'Choose the subscriber first' : 'Click or drop a cross-reference file here'}
        </p>
        <p className="ant-upload-hint">One .xlsx or .csv file at a time.</p>
      </Upload.Dragger>
      {refused && <Alert type="error" showIcon title={refused} />}
      {file && (
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Flex align="center" gap={8}>
            <FileExcelOutlined style={{ fontSize: 18, color: '#389e0d' }} />
            <Typography.Text strong>{file.name}</Typography.Text>
            <Typography.Text type="secondary">{sizeText(file.size)}</Typography.Text>
          </Flex>
          <Flex gap={8}>
            <Button onClick={() => setFile(null)} disabled={busy}>
              Remove
            </Button>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={busy}
              disabled={companyId === null}
              onClick={start}
            >
              Upload file
            </Button>
          </Flex>
        </Flex>
      )}
      {(busy || upload.isSuccess) && (
        <Progress
          percent={percent}
          status={busy ? 'active' : 'success'}
          aria-label="Upload progress"
          format={(value) => (busy && value === 100 ? 'Checking…' : `${value ?? 0}%`)}
        />
      )}
      {upload.error && <Alert type="error" showIcon title={upload.error.message} />}
    </Flex>
  );
}
