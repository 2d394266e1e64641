import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { StaffData } from '../../../schemas/api/adminTypes';
import { staffSession } from '../../api/staffSession';
import { staffSignIn } from '../../api/staffSignIn';
import { staffSignOut } from '../../api/staffSignOut';

/** Who is signed in to the studio: unknown while the session is read, null when nobody. */
export interface StaffState {
  staff: StaffData | null | undefined;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

/** The signed-in staff member, read once by StudioApp and handed down. */
export const StaffContext = createContext<StaffState>({ staff: null, signIn: async () => {}, signOut: async () => {} });

/** The studio's session: read on mount (401: nobody), sign in and out through the admin session calls. */
export function useStaffSession(): StaffState {
  const [staff, setStaff] = useState<StaffData | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    staffSession().then((who) => live && setStaff(who), () => live && setStaff(null));
    return () => {
      live = false;
    };
  }, []);
  const signIn = useCallback(async (email: string, password: string) => setStaff(await staffSignIn(email, password)), []);
  const signOut = useCallback(async () => {
    await staffSignOut().catch(() => undefined);
    setStaff(null);
  }, []);
  return { staff, signIn, signOut };
}

/** The signed-in staff member (inside the studio's signed-in screens). */
export function useStaff(): StaffData {
  const { staff } = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside a signed-in studio screen');
  return staff;
}
