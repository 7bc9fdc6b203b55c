import { useParams } from 'react-router';
import { SourceViewer } from '@/features/source/components/source-viewer';

export function Component() {
  const { id = '' } = useParams();
  return <SourceViewer key={id} studySetId={id} />;
}
