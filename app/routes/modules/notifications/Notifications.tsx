/** Placeholder until the feature lands: the routed page with its title and "coming soon". */
export { default } from "../../../pages/ComingSoon.tsx";
