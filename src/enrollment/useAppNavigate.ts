import { useNavigate } from 'react-router-dom';
import type { NavigateParams } from '../../machines/effects';

/**
 * The machines' `navigate` effect: client-side navigation, or a full document load when the
 * flow asks for `reload` (after resuming, so every screen starts from the new session).
 */
export function useAppNavigate(): (params: NavigateParams) => void {
  const navigate = useNavigate();
  return ({ to, reload }) => {
    if (reload) window.location.assign(to);
    else void navigate(to);
  };
}
