import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { buildSchema } from 'graphql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The API explorer at /graphiql (client/vite.graphiql.config.ts builds it apart from the
 * storefront; server/src/http/pages/graphiql.ts serves it). The schema comes from /schema.graphql
 * rather than introspection, which production turns off. Requests go to /graphql as any
 * integrator's would: JSON POSTs with the signed-in admin's cookie, or with an
 * `Authorization: Bearer <token>` header typed into the Headers tab.
 */
const DEFAULT_QUERY = `# The shop's API. Anyone may read the catalogue; orders need an admin session or a token
# (Headers tab: {"Authorization": "Bearer hr_…"}). Press the run button or Ctrl-Enter.
{
  categories {
    id
    name
  }
}
`;

async function fetcher(
  params: { query: string; operationName?: string | null; variables?: unknown },
  options?: { headers?: Record<string, string> },
) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function start(): Promise<void> {
  const sdl = await (await fetch('/schema.graphql')).text();
  createRoot(document.getElementById('graphiql')!).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} schema={buildSchema(sdl)} defaultQuery={DEFAULT_QUERY} />
    </StrictMode>,
  );
}

void start();
