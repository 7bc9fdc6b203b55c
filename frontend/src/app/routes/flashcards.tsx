import { useParams } from 'react-router';
import { FlashcardStudy } from '@/features/flashcards/components/flashcard-study';

export function Component() {
  const { id = '' } = useParams();
  return <FlashcardStudy key={id} studySetId={id} />;
}
