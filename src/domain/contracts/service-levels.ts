import { codedValues } from '@/domain/shared/coded-values';

/**
 * The service levels a lease is sold with: offers.maintenance_level and contracts.service_level
 * hold the same two values (their CHECKs), and each promises an on-site delay that the incidents'
 * deadline (private.set_incident_deadline) and the commitments page keep.
 */
export const serviceLevels = ['standard', 'premium'] as const;
export type ServiceLevel = (typeof serviceLevels)[number];

export const serviceLevelLabels: Record<ServiceLevel, string> = { standard: 'Standard', premium: 'Premium' };

const onSiteDelays: Record<ServiceLevel, string> = { standard: '48 h', premium: '4 h' };

const serviceLevel = codedValues(serviceLevels, serviceLevelLabels);

export const isServiceLevel = serviceLevel.is;
export const serviceLevelLabel = serviceLevel.label;

/** « intervention sur site sous 48 h » */
export const serviceLevelPromise = (level: ServiceLevel) => `intervention sur site sous ${onSiteDelays[level]}`;

/** « Standard : intervention sur site sous 48 h », as an offer states it. */
export const serviceLevelOffer = (value: string) =>
  isServiceLevel(value) ? `${serviceLevelLabels[value]} : ${serviceLevelPromise(value)}` : value;

/** « Standard (48 h) », as an incident recalls it. */
export const serviceLevelShort = (value: string) =>
  isServiceLevel(value) ? `${serviceLevelLabels[value]} (${onSiteDelays[value]})` : value;
