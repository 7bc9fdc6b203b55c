import { createContext, useContext } from 'react';
import { siteConfigSchema, type SiteConfig } from '@shared/site-config';

/**
 * The SPA reads its settings at run time from /config.json, so one build serves every stage
 * (written by the CDK deploy in AWS, served by the local gateway locally).
 */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status}).`);
  return siteConfigSchema.parse(await response.json());
}

export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside <SiteConfigContext>');
  return config;
}
