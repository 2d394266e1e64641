/** Plan detail of the demo's Prairie Medical Essentials (plan 301) at its route, with a fresh SWR cache: the page the question tests drive. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PlanDetailPage } from '../../../../src/storefront/shop/detail';

export function renderPlanDetail() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/plan/301/prairie-medical-essentials']}>
        <Routes><Route path="plan/:planId/:planName" element={<PlanDetailPage />} /></Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
