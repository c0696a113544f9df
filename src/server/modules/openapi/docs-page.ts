// The API reference page (/api/docs): the OpenAPI document rendered on the server as plain HTML, one section per
// group with each operation's parameters, request body and responses. No script: the CSP allows none.
import { escapeHtml } from '#server/modules/outbox/content.ts';

type Json = unknown;
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Json }[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
};
export type OpenApiDocument = {
  info: { title: string; description?: string; version: string };
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const json = (value: Json) => `<pre>${escapeHtml(JSON.stringify(value, null, 2) ?? '')}</pre>`;
const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');

function contentBlocks(label: string, content: Record<string, { schema?: Json }> | undefined): string {
  return Object.entries(content ?? {})
    .map(
      ([type, { schema }]) =>
        `<details><summary>${escapeHtml(label)} (${escapeHtml(type)})</summary>${json(schema ?? {})}</details>`,
    )
    .join('');
}

function renderOperation(method: string, path: string, operation: Operation, keyScheme: string): string {
  const keyed = operation.security?.some((requirement) => keyScheme in requirement) ?? false;
  const parameters = operation.parameters ?? [];
  const responses = Object.entries(operation.responses ?? {});
  return [
    `<article aria-labelledby="${anchor(`${method}${path}`)}">`,
    `<h3 id="${anchor(`${method}${path}`)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>`,
    keyed ? '<p><strong>Accepts an API key</strong> (bearer).</p>' : '',
    operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : '',
    parameters.length > 0
      ? `<h4>Parameters</h4><ul>${parameters
          .map(
            (p) =>
              `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ', required' : ''}${json(p.schema ?? {})}</li>`,
          )
          .join('')}</ul>`
      : '',
    operation.requestBody
      ? `<h4>Request body</h4>${contentBlocks('Schema', operation.requestBody.content)}`
      : '',
    `<h4>Responses</h4><ul>${responses
      .map(
        ([status, response]) =>
          `<li>${escapeHtml(status)}${response.description ? ` — ${escapeHtml(response.description)}` : ''}${contentBlocks(
            'Schema',
            response.content,
          )}</li>`,
      )
      .join('')}</ul>`,
    '</article>',
  ].join('');
}

/** The whole page for `document`; `keyScheme` names the API key's security scheme. */
export function renderDocsPage(document: OpenApiDocument, keyScheme: string): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, operation, keyScheme)]);
    }
  }
  const tags = [...groups.keys()].sort();
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.info.title)} reference</title></head><body><main>`,
    `<h1>${escapeHtml(document.info.title)} reference</h1>`,
    `<p>Version ${escapeHtml(document.info.version)}. ${escapeHtml(document.info.description ?? '')}</p>`,
    '<p><a href="/api/openapi.json">The OpenAPI 3.1 document (JSON)</a></p>',
    `<nav aria-label="Groups"><ul>${tags.map((tag) => `<li><a href="#group-${anchor(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>`,
    ...tags.map(
      (tag) =>
        `<section aria-labelledby="group-${anchor(tag)}"><h2 id="group-${anchor(tag)}">${escapeHtml(tag)}</h2>${(groups.get(tag) ?? []).join('')}</section>`,
    ),
    '</main></body></html>',
  ].join('');
}
