import { Alert } from 'antd';
import { Link } from 'react-router';
import { FIX_PATH } from '../../registration';
import { useProcessingErrors } from '../api/get-processing-errors';

/** Spec point 2, "Dashboard": the processing-error flag, shown while any item has failed processing. */
export function ProcessingErrorFlag() {
  const errors = useProcessingErrors();
  const count = errors.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`${count.toLocaleString('en-US')} ${count === 1 ? 'item has' : 'items have'} failed processing.`}
      action={<Link to={FIX_PATH}>Review and fix</Link>}
    />
  );
}
