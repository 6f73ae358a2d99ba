import { useSession } from '../../lib/session.ts';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { AddUserForm } from './components/AddUserForm.tsx';

/** /dashboard/add-user (all staff). */
export function AddUserScreen() {
  const { user } = useSession();
  return <AdminScreen title="user.addTitle">{user ? <AddUserForm creator={user.role} /> : null}</AdminScreen>;
}
