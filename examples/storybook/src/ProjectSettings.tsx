import { useEffect, useState, type FormEvent } from 'react';

/** The fields of a commercetools Project that this component shows. */
interface Project {
  key: string;
  name: string;
  version: number;
  currencies: string[];
  languages: string[];
}

/** The body the platform sends with a 4xx or 5xx answer. */
interface ErrorResponse {
  statusCode?: number;
  message?: string;
  error_description?: string;
}

export interface ProjectSettingsProps {
  projectKey: string;
  /** Defaults to the europe-west1 GCP region. */
  apiUrl?: string;
  authUrl?: string;
  clientId?: string;
  clientSecret?: string;
}

class RequestError extends Error {}

async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  const error = (body ?? {}) as ErrorResponse;
  throw new RequestError(`${response.status} ${error.error_description ?? error.message ?? response.statusText}`);
}

/** An anonymous session's token, as storefront code gets one before the visitor signs in. */
async function fetchToken(authUrl: string, clientId: string, clientSecret: string, projectKey: string): Promise<string> {
  const response = await fetch(`${authUrl}/oauth/${projectKey}/anonymous/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: `manage_project:${projectKey}` }),
  });
  return (await readJson<{ access_token: string }>(response)).access_token;
}

function message(error: unknown): string {
  return error instanceof RequestError ? error.message : String(error);
}

/** Shows a Project's settings and renames it, through an anonymous session's token and the Project API. */
export function ProjectSettings({
  projectKey,
  apiUrl = 'https://api.europe-west1.gcp.commercetools.com',
  authUrl = 'https://auth.europe-west1.gcp.commercetools.com',
  clientId = 'storybook',
  clientSecret = 'storybook-secret',
}: ProjectSettingsProps) {
  const [token, setToken] = useState<string>();
  const [project, setProject] = useState<Project>();
  const [error, setError] = useState<string>();
  const [newName, setNewName] = useState('');
  const [saving, setSaving] = useState(false);
  const projectUrl = `${apiUrl}/${encodeURIComponent(projectKey)}`;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const accessToken = await fetchToken(authUrl, clientId, clientSecret, projectKey);
      const loaded = await readJson<Project>(await fetch(projectUrl, { headers: { authorization: `Bearer ${accessToken}` } }));
      if (cancelled) return;
      setToken(accessToken);
      setProject(loaded);
      setNewName(loaded.name);
    })().catch((caught: unknown) => {
      if (!cancelled) setError(`Could not load the Project: ${message(caught)}`);
    });
    return () => {
      cancelled = true;
    };
  }, [authUrl, clientId, clientSecret, projectKey, projectUrl]);

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!project || !token) return;
    setSaving(true);
    setError(undefined);
    try {
      const response = await fetch(projectUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version: project.version, actions: [{ action: 'changeName', name: newName }] }),
      });
      setProject(await readJson<Project>(response));
    } catch (caught) {
      setError(`Could not rename the Project: ${message(caught)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label="Project settings" style={{ fontFamily: 'sans-serif', maxWidth: 480 }}>
      {error && (
        <p role="alert" style={{ color: '#b00020' }}>
          {error}
        </p>
      )}
      {!project && !error && <p>Loading Project {projectKey}…</p>}
      {project && (
        <>
          <h2 data-testid="project-name">{project.name}</h2>
          <dl>
            <dt>Key</dt>
            <dd>{project.key}</dd>
            <dt>Version</dt>
            <dd data-testid="project-version">{project.version}</dd>
            <dt>Currencies</dt>
            <dd data-testid="project-currencies">{project.currencies.join(', ')}</dd>
            <dt>Languages</dt>
            <dd data-testid="project-languages">{project.languages.join(', ')}</dd>
          </dl>
          <form onSubmit={rename}>
            <label>
              New name <input value={newName} onChange={(event) => setNewName(event.target.value)} />
            </label>{' '}
            <button type="submit" disabled={saving}>
              Rename
            </button>
          </form>
        </>
      )}
    </section>
  );
}
