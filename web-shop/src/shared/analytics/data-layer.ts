type DataLayerEntry = Record<string, unknown>;
type DataLayerWindow = Window & { dataLayer?: DataLayerEntry[] };

let enabled = false;

/** The tag manager's slot is configured: its data layer exists from now on. */
export function enableDataLayer(target: DataLayerWindow = window): void {
  enabled = true;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
}

/** Spec §4: a data-layer push happens only when the tag manager is enabled. True when pushed. */
export function pushToDataLayer(entry: DataLayerEntry, target: DataLayerWindow = window): boolean {
  if (!enabled || !target.dataLayer) return false;
  target.dataLayer.push(entry);
  return true;
}
