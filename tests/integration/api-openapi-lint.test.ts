import { Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/api';
import { operationsOf, sample, type OpenApiDocument } from '../helpers/openapi-probes';

/**
 * The published OpenAPI document as client generators read it, linted by spectral's `oas` ruleset:
 * its rules require, among others, an operationId (unique), a description and a defined tag on every
 * operation, a description on every response, schemas and examples that are valid, and no unused
 * component. Each finding is one line: rule, where, and what is wrong.
 */
async function findings(document: unknown, ruleset: RulesetDefinition): Promise<string[]> {
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  const results: ISpectralDiagnostic[] = await spectral.run(document as Record<string, unknown>);
  return results.map(
    ({ code, path, message }) => `${String(code)} at ${path.join('.') || '(document)'}: ${message}`,
  );
}

describe('the OpenAPI document', () => {
  let api: TestApi;
  let document: OpenApiDocument;
  beforeAll(async () => {
    api = await startTestApi();
    document = (await api.request<OpenApiDocument>('GET', '/openapi.json', { apiKey: null })).body;
  });
  afterAll(() => api.close());

  it("passes spectral's oas ruleset, as `extends: oas` enables it, without a warning", async () => {
    expect(await findings(document, { extends: [oas as RulesetDefinition] })).toEqual([]);
  });

  it("passes the ruleset's optional rules too (parameter descriptions, tags in order…), the licence's aside", async () => {
    // The API is published under no licence (the package is private): there is none to name.
    const strict: RulesetDefinition = {
      extends: [[oas as RulesetDefinition, 'all']],
      rules: { 'info-license': 'off', 'license-url': 'off' },
    };
    expect(await findings(document, strict)).toEqual([]);
  });

  it('asks for the API key on exactly the operations that refuse a call without it', async () => {
    const mismatches: string[] = [];
    for (const { method, template, operation } of operationsOf(document)) {
      const path = template.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
        return encodeURIComponent(String(sample(parameter?.schema ?? {})));
      });
      const keyed = (operation.security ?? []).some((scheme) => 'apiKey' in scheme);
      const { status, body } = await api.request<{ error?: { code: string } }>(method, path, {
        apiKey: null,
      });
      const refused = status === 401 && body?.error?.code === 'INVALID_API_KEY';
      if (keyed !== refused)
        mismatches.push(`${method} ${template}: documented keyed ${keyed}, answered ${status}`);
    }
    expect(mismatches).toEqual([]);
  });
});
