import { connectCommercetoolsMock } from 'commercetools-msw/remote';
import { expect, it } from 'vitest';

const MOCK_URL = process.env.MOCK_URL ?? 'http://127.0.0.1:8080'; // where `commercetools-msw serve` listens
const ct = connectCommercetoolsMock(MOCK_URL, { adminToken: process.env.MOCK_ADMIN_TOKEN });

it('gives this worker its own Project, and sees what was sent to it', async () => {
  await ct.reset({ projects: ['worker-1'] }); // this worker's Project only
  await ct.addProject({ key: 'worker-1', currencies: ['EUR'] });
  const fault = await ct.inject({ operation: 'getProject', projectKey: 'worker-1', status: 503 });
  const token = await ct.issueToken({ scopes: ['view_project_settings:worker-1'] });
  // The app under test would send this request; here the test sends it.
  const response = await fetch(`${MOCK_URL}/worker-1`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(503);
  const [request] = await ct.waitForRequests({ operation: 'getProject', projectKey: 'worker-1' }); // no polling
  expect(request?.status).toBe(503);
  await fault.remove();
  await ct.clock.advance(60_000); // past indexing
});
