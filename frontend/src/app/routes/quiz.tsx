import { useParams } from 'react-router';
import { QuizPage } from '@/features/quiz/components/quiz-page';

export function Component() {
  const { id = '' } = useParams();
  return <QuizPage key={id} studySetId={id} />;
}
