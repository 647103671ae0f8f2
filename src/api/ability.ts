/** Ability names (docs/product.md "Roles"). Kept free of arktype so that the entry chunk can gate menus. */
export const abilityNames = [
  'canEditCorporation',
  'canEditMembers',
  'canEditCoupon',
  'canSelectCorporations',
  'canEditSpecialTag',
  'canEditTicketSource',
] as const;

export type AbilityName = (typeof abilityNames)[number];

export type Ability = Record<AbilityName, boolean> & { isAdmin: boolean };

export const noAbility: Ability = { ...(Object.fromEntries(abilityNames.map((name) => [name, false])) as Record<AbilityName, boolean>), isAdmin: false };

export const isAbilityName = (name: unknown): name is AbilityName => typeof name === 'string' && (abilityNames as readonly string[]).includes(name);
