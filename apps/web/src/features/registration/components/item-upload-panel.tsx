import { Alert, Flex, Progress } from 'antd';
import { MESSAGES, UPLOAD_ERRORS } from '@tradepool/domain';
import { FileDrop, useChosenFile } from '../../../components/file-drop';
import { useUploadCatalogFile } from '../api/upload-catalog-file';
import { UPLOAD_ACCEPT, isUploadableFile, uploadErrorText, uploadOutcome } from '../upload-outcome';

export interface ItemUploadPanelProps {
  /** The file was stored: how many items it carried. */
  onUploaded: (itemCount: number) => void;
}

/** Spec point 4: one file at a time, sent with a progress bar; a refusal stays in the upload error panel. */
export function ItemUploadPanel({ onUploaded }: ItemUploadPanelProps) {
  const upload = useUploadCatalogFile();
  const chosen = useChosenFile(isUploadableFile, MESSAGES.uploadFailed(UPLOAD_ERRORS.fileType), upload.reset);
  const { file, percent, setPercent, refusal: failure, setRefusal: setFailure } = chosen;
  const busy = upload.isPending;

  function start() {
    if (!file) return;
    setFailure(null);
    setPercent(0);
    upload.mutate(
      { file, onProgress: (progress) => setPercent(progress.percent) },
      {
        onSuccess: (response) => {
          const outcome = uploadOutcome(response);
          if (!outcome.ok) {
            setFailure(outcome.text);
            return;
          }
          setPercent(100);
          chosen.setFile(null);
          onUploaded(outcome.itemCount);
        },
        onError: (error) => setFailure(uploadErrorText(error)),
      },
    );
  }

  return (
    <Flex vertical gap={12}>
      <FileDrop
        accept={UPLOAD_ACCEPT}
        file={file}
        disabled={busy}
        busy={busy}
        text="Click or drop an item file here"
        hint="One file at a time: the GTIN template (.xlsx) or GS1 XML (.xml)."
        uploadLabel="Upload"
        onChoose={chosen.choose}
        onRemove={() => chosen.setFile(null)}
        onUpload={start}
      />
      {busy && (
        <Progress
          percent={percent}
          status="active"
          aria-label="Upload progress"
          format={(value) => (value === 100 ? 'Reading…' : `${value ?? 0}%`)}
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          title="Upload error"
          description={failure}
          role="alert"
          aria-label="Upload error"
        />
      )}
    </Flex>
  );
}
