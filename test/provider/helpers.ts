import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseProviderInput, type ProviderInput } from '../../shared/provider-citations';

export const SAMPLES = path.join(__dirname, 'samples');

export function sampleText(name: string): string {
  return fs.readFileSync(path.join(SAMPLES, name), 'utf8');
}

export function sampleJson(name: string): any {
  return JSON.parse(sampleText(name));
}

export function sampleInput(name: string): ProviderInput {
  return parseProviderInput(sampleText(name));
}
