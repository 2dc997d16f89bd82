/** Spec FR-7: each provider declares `supportsCitations`; advisory only — extraction never consults it. */
import { PROVIDER_CAPABILITIES, PROVIDERS, extractCitations, providerCapabilities } from '../../shared/provider-citations';

test('the three citation APIs support citations; Chat Completions and the other listed models do not', () => {
  for (const p of PROVIDERS) expect(providerCapabilities(p)).toEqual({ supportsCitations: true });
  expect(providerCapabilities('openai-responses').supportsCitations).toBe(true);
  for (const p of ['openai-chat-completions', 'kimi-k2.5', 'qwen3-coder-next', 'glm-5', 'minimax-m2.5']) expect(providerCapabilities(p)).toEqual({ supportsCitations: false });
  // a provider the table does not know has no native citations (and is not an error)
  expect(providerCapabilities('some-new-provider')).toEqual({ supportsCitations: false });
  expect(providerCapabilities('__proto__')).toEqual({ supportsCitations: false });
  expect(Object.isFrozen(PROVIDER_CAPABILITIES)).toBe(true);
});

test('the flag does not gate extraction: a response that carries citations is read whatever the table says', () => {
  const body = { type: 'message', content: [{ type: 'text', text: 'x', citations: [{ type: 'web_search_result_location', url: 'https://a.example/', title: 'A', cited_text: 'x' }] }] };
  expect(extractCitations(body).sources).toHaveLength(1);
});
