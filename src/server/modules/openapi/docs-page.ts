// The API reference page (/api/docs): the OpenAPI document rendered on the server as plain HTML, one section per
// group with each operation's parameters, request body and responses. No script: the CSP allows none, and only
// the one style sheet below, by its hash.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { escapeHtml } from '#server/modules/outbox/content.ts';

type Json = unknown;
const contentSchema = z.record(z.string(), z.looseObject({ schema: z.unknown().optional() })).optional();
const operationSchema = z.looseObject({
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        schema: z.unknown(),
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content: contentSchema }).optional(),
  responses: z
    .record(z.string(), z.looseObject({ description: z.string().optional(), content: contentSchema }))
    .optional(),
});
type Operation = z.infer<typeof operationSchema>;
/** What the page reads of the OpenAPI document. */
const documentSchema = z.looseObject({
  info: z.looseObject({ title: z.string(), description: z.string().optional(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

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

const acceptsKey = (operation: Operation, keyScheme: string) =>
  operation.security?.some((requirement) => keyScheme in requirement) ?? false;

function renderOperation(method: string, path: string, operation: Operation, keyScheme: string): string {
  const keyed = acceptsKey(operation, keyScheme);
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

const STYLE = [
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}',
  'main{max-width:60rem;margin:0 auto;padding:1.5rem}',
  'nav ul{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}',
  'nav a,p a{display:inline-block;min-height:24px;min-width:24px;padding:.125rem .375rem}',
  'article{border-top:1px solid #e7e5e4;padding:.75rem 0}',
  'pre{overflow:auto;background:#f5f5f4;padding:.75rem;border-radius:.375rem;font-size:13px}',
  'summary{cursor:pointer;min-height:24px}',
].join('');

/** The Content-Security-Policy of the page: nothing loads or runs, the style sheet above applies. */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(';');

/** The whole page for `document`; `keyScheme` names the API key's security scheme. */
export function renderDocsPage(openapi: unknown, keyScheme: string): string {
  const document = documentSchema.parse(openapi);
  const groups = new Map<string, string[]>();
  const keyed: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      if (item[method] === undefined) continue;
      const operation = operationSchema.parse(item[method]);
      if (acceptsKey(operation, keyScheme)) {
        keyed.push(
          `<li><a href="#${anchor(`${method}${path}`)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
        );
      }
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, operation, keyScheme)]);
    }
  }
  const tags = [...groups.keys()].sort();
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head><body><main>`,
    `<h1>${escapeHtml(document.info.title)} reference</h1>`,
    `<p>Version ${escapeHtml(document.info.version)}. ${escapeHtml(document.info.description ?? '')}</p>`,
    '<p><a href="/api/openapi.json">The OpenAPI 3.1 document (JSON)</a></p>',
    `<nav aria-label="Operations an API key may call"><h2>Operations an API key may call</h2><ul>${keyed.join('')}</ul></nav>`,
    `<nav aria-label="Groups"><h2>All operations, by group</h2><ul>${tags.map((tag) => `<li><a href="#group-${anchor(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>`,
    ...tags.map(
      (tag) =>
        `<section aria-labelledby="group-${anchor(tag)}"><h2 id="group-${anchor(tag)}">${escapeHtml(tag)}</h2>${(groups.get(tag) ?? []).join('')}</section>`,
    ),
    '</main></body></html>',
  ].join('');
}
