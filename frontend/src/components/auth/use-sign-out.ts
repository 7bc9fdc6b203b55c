import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '@/lib/auth';

/** Signs out (here and in the student's other tabs) and goes to the landing page. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => void signOut().then(() => navigate('/')), [navigate]);
}
