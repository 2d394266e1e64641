/** A test app whose validators config names providers (the real selection path), with its log lines kept. */
import { LOCAL_VALIDATORS_CONFIG, type ValidatorsConfig } from '../../../server/services/validators';
import { createTestApp, type TestApp } from '../helpers/testApp';

export interface ProviderApp extends TestApp {
  logs: string[];
  /** The parsed log lines at warn level. */
  warnings(): Record<string, unknown>[];
}

export async function providerApp(validators: Partial<ValidatorsConfig>): Promise<ProviderApp> {
  const logs: string[] = [];
  const t = await createTestApp({
    config: { logLevel: 'info', validators: { ...LOCAL_VALIDATORS_CONFIG, ...validators } },
    logStream: { write: (line) => { logs.push(line); } },
  });
  const warnings = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 40);
  return Object.assign(t, { logs, warnings });
}
