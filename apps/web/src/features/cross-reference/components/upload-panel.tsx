import { Alert, Flex, Progress } from 'antd';
import { SERVER_ERRORS } from '@tradepool/domain';
import type { CrossReferenceUploadResult } from '@tradepool/domain';
import { FileDrop, useChosenFile } from '../../../components/file-drop';
import { useUploadCrossReferenceFile } from '../api/upload-cross-reference-file';

const ACCEPTED = ['.xlsx', '.csv'];

function accepted(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED.some((extension) => lower.endsWith(extension));
}

export interface UploadPanelProps {
  /** The subscriber the file is for; null while none is chosen. */
  companyId: number | null;
  onUploaded: (result: CrossReferenceUploadResult) => void;
  onStart: () => void;
}

/** One file at a time: choose or drop it, then upload it with a progress bar. */
export function UploadPanel({ companyId, onUploaded, onStart }: UploadPanelProps) {
  const upload = useUploadCrossReferenceFile();
  const chosen = useChosenFile(accepted, SERVER_ERRORS.crossRefFileType, upload.reset);
  const { file, percent, setPercent, refusal: refused } = chosen;
  const busy = upload.isPending;

  function start() {
    if (!file || companyId === null) return;
    setPercent(0);
    onStart();
    upload.mutate(
      { companyId, file, onProgress: (progress) => setPercent(progress.percent) },
      {
        onSuccess: (result) => {
          setPercent(100);
          chosen.setFile(null);
          onUploaded(result);
        },
      },
    );
  }

  return (
    <Flex vertical gap={12}>
      <FileDrop
        accept={ACCEPTED}
        file={file}
        disabled={busy || companyId === null}
        busy={busy}
        text={companyId === null ? 'Choose the subscriber first' : 'Click or drop a cross-reference file here'}
        hint="One .xlsx or .csv file at a time."
        uploadLabel="Upload file"
        uploadDisabled={companyId === null}
        onChoose={chosen.choose}
        onRemove={() => chosen.setFile(null)}
        onUpload={start}
      />
      {refused && <Alert type="error" showIcon title={refused} />}
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
