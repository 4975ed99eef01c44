import { paths } from '@/config/paths';
import { clearSession } from '@/lib/session';

/** After a password change the server has ended every session: forget ours and open the login page. */
export function forceLoginAgain(): void {
  clearSession();
  window.location.assign(paths.login.getHref());
}
