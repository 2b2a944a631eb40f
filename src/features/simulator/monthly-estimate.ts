/** Spec §5 and §9: the bounds and steps of the simulator's two sliders. */
export const EQUIPMENT_VALUE = { min: 10_000, max: 200_000, step: 5_000, initial: 50_000 } as const;
export const DURATION_MONTHS = { min: 12, max: 60, step: 12, initial: 36 } as const;
