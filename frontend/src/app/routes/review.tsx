import { ReviewPage } from '@/features/reviews/components/review-page';

export function Component() {
  return <ReviewPage />;
}
