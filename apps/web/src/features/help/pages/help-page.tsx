import { PageTitle } from '../../../components/page-title';

/** Spec point 2: an empty screen. */
export function HelpPage() {
  return <PageTitle title="Help" />;
}
