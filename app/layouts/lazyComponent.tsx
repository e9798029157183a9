// The app's lazy components come from ui/lib (which belowTheFold builds on too).
export { lazyComponent, LazyWhen, type LazyComponent } from "@ui/lib/lazyComponent.tsx";
