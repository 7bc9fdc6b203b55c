import { useParams } from 'react-router';
import { EditSetPage } from '@/features/edit-set/components/edit-set-page';
import { ExportMenuButton } from '@/features/export/components/export-menu-button';
import { ExportStatus } from '@/features/export/components/export-status';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <EditSetPage key={id} studySetId={id} exportMenu={(set) => <ExportMenuButton set={set} />} />
      <ExportStatus />
    </>
  );
}
