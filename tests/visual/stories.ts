/**
 * Stories captured per tenant by the visual regression run. Add a story id here to cover it;
 * update baselines with `npm run test:visual:update` and look at every changed image before committing.
 */
export const visualStories: string[] = ["ui-button--all-variants-all-tenants", "ui-button--solid"];
