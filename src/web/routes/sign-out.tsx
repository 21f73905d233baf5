import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { msg } from '../../shared/messages.es';
import { PageLoader } from '../components/page-loader';
import { signOut } from '../lib/session-store';
import { paths } from '../paths';

/** /dashboard/out: revokes the token, clears the session after the spec's 999 ms, then goes home. */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOut().then(() => active && navigate(paths.home(), { replace: true }));
    return () => {
      active = false;
    };
  }, [navigate]);
  return <PageLoader text={msg.pages.signOut} />;
}
