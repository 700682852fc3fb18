import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run, reduced to the figures the benchmark prints. */
export type RunFigures = {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  cls: number;
  /** Transfer bytes of the page's own requests (the service worker's precache not included). */
  bytes: { html: number; js: number; css: number; img: number; font: number; total: number };
  /** The LCP element as Lighthouse labels it. */
  lcpElement: string;
  /** The weighted audits that scored below 1, as `category: audit`. */
  failing: string[];
};

type LcpItem = { type?: string; selector?: string; snippet?: string };
type NetworkRequest = { resourceType?: string; transferSize?: number; sessionTargetType?: string };

const BYTE_TYPES = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Image: 'img',
  Font: 'font',
} as const;

/**
 * Runs Lighthouse's default configuration (mobile, simulated throttling) once against `url`, in
 * a fresh Chromium as the Lighthouse CLI does (a second run in the same browser fails with
 * NO_NAVSTART here). Chromium 156 also loses the trace's navigation start now and then (about one
 * run in ten, on any page): such a run is repeated, up to twice.
 */
export async function runLighthouse(url: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error;
      console.error(`${url}: NO_NAVSTART, running again`);
    }
  }
}

async function runOnce(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await measure(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

async function measure(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;

  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
    ?.items ?? []) as NetworkRequest[];
  const bytes = { html: 0, js: 0, css: 0, img: 0, font: 0, total: 0 };
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    if (request.sessionTargetType === 'worker') continue;
    bytes.total += size;
    const key = BYTE_TYPES[request.resourceType as keyof typeof BYTE_TYPES];
    if (key) bytes[key] += size;
  }

  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );

  const lcpItems = (lhr.audits['lcp-breakdown-insight']?.details as { items?: LcpItem[] })?.items;
  const lcpNode = lcpItems?.find((item) => item.type === 'node');
  return {
    scores,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : '',
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cls: audit('cumulative-layout-shift'),
    bytes,
    failing,
  };
}
