import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { COMPANY_LIST_PATH } from '../model/paths';

/**
 * What a screen about one company (the edit detail, a step edit page) shows when that company cannot be
 * loaded: the reason, and the way back to the company list, where the user can pick another.
 */
export function CompanyLoadError({ error }: { error: Error }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title="This company could not be loaded"
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={() => navigate(COMPANY_LIST_PATH)}>
          Back to the company list
        </Button>
      }
    />
  );
}
