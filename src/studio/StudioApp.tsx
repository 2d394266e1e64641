/**
 * The form studio (issue 15): product staff's screens, lazy-loaded under /studio and never part
 * of the shopper's bundles. Its own calm header; every screen needs a signed-in staff member
 * (the sign-in form otherwise). The server checks every call's role; the screens only hide what
 * a role may not do.
 */
import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Announcer } from './shell/announce';
import { createLeaveGate, LeaveGateContext } from './shell/leaveGuard';
import { SignInForm } from './shell/SignInForm';
import { StudioHeader } from './shell/StudioHeader';
import { StaffContext, useStaffSession } from './shell/useStaff';
import { T } from './text';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's stylesheet loads with its chunk
import './studio.css';

const FormsList = lazy(() => import('./forms/FormsList').then((m) => ({ default: m.FormsList })));
const EditorPage = lazy(() => import('./editor/EditorPage').then((m) => ({ default: m.EditorPage })));
const VersionsPage = lazy(() => import('./versions/VersionsPage').then((m) => ({ default: m.VersionsPage })));
const AuditPage = lazy(() => import('./audit/AuditPage').then((m) => ({ default: m.AuditPage })));
const ContentTranslationsPage = lazy(() => import('./content/ContentTranslationsPage').then((m) => ({ default: m.ContentTranslationsPage })));

/** The studio's routes under /studio. */
export function StudioApp() {
  const session = useStaffSession();
  const { staff } = session;
  const [gate] = useState(createLeaveGate);
  return (
    <StaffContext.Provider value={session}>
      <LeaveGateContext.Provider value={gate}>
        <Announcer>
          <div className="studio">
            <StudioHeader staff={staff} onSignOut={() => void session.signOut()} />
            {staff === undefined && <output className="studio-status studio-muted">{T.loading}</output>}
            {staff === null && <SignInForm onSignIn={session.signIn} />}
            {staff && (
              <Suspense fallback={<output className="studio-status studio-muted">{T.loading}</output>}>
                <Routes>
                  <Route index element={<FormsList />} />
                  <Route path="forms/:form/:scope/:scopeId" element={<EditorPage />} />
                  <Route path="forms/:form/:scope/:scopeId/versions" element={<VersionsPage />} />
                  <Route path="audit" element={<AuditPage />} />
                  <Route path="content" element={<ContentTranslationsPage />} />
                </Routes>
              </Suspense>
            )}
          </div>
        </Announcer>
      </LeaveGateContext.Provider>
    </StaffContext.Provider>
  );
}
