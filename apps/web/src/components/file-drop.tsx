import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { FileExcelOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * The chosen file of a one-file upload, its progress and why it was refused: a file `accepts` refuses is
 * refused at once with `refusalText`; `onChoose` lets the caller forget the last attempt.
 */
export function useChosenFile(accepts: (name: string) => boolean, refusalText: string, onChoose: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  function choose(chosen: File) {
    onChoose();
    setPercent(0);
    if (!accepts(chosen.name)) {
      setFile(null);
      setRefusal(refusalText);
      return;
    }
    setRefusal(null);
    setFile(chosen);
  }
  return { file, setFile, percent, setPercent, refusal, setRefusal, choose };
}

export interface FileDropProps {
  accept: readonly string[];
  file: File | null;
  /** Nothing can be chosen (sending, or the screen lacks a choice first). */
  disabled: boolean;
  busy: boolean;
  text: string;
  hint: string;
  uploadLabel: string;
  uploadDisabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onUpload: () => void;
}

/** One file at a time: a drop area, then the chosen file with Remove and the upload button. */
export function FileDrop(props: FileDropProps) {
  const { file, busy } = props;
  const fileList: UploadFile[] = file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : [];
  return (
    <>
      <Upload.Dragger
        name="file"
        accept={props.accept.join(',')}
        maxCount={1}
        multiple={false}
        disabled={props.disabled}
        fileList={fileList}
        showUploadList={false}
        beforeUpload={(chosen) => {
          props.onChoose(chosen);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{props.text}</p>
        <p className="ant-upload-hint">{props.hint}</p>
      </Upload.Dragger>
      {file && (
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Flex align="center" gap={8}>
            <FileExcelOutlined style={{ fontSize: 18, color: '#389e0d' }} />
            <Typography.Text strong>{file.name}</Typography.Text>
            <Typography.Text type="secondary">{sizeText(file.size)}</Typography.Text>
          </Flex>
          <Flex gap={8}>
            <Button onClick={props.onRemove} disabled={busy}>
              Remove
            </Button>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={busy}
              disabled={props.uploadDisabled}
              onClick={props.onUpload}
            >
              {props.uploadLabel}
            </Button>
          </Flex>
        </Flex>
      )}
    </>
  );
}
