/** The shop's own name; catalogues reach it as {{product}} so it is written once. */
export const product = 'Mise';

/** Handle used for the brand's social accounts and as the default influencer storefront. */
export const brandHandle = 'mise';
