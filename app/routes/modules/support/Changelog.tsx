import { ChangelogScreen } from "@features/support/ChangelogScreen.tsx";
import changelog from "../../../../docs/changelog.md?raw";

/** /volunteerly/changelog: the platform's release notes, kept in the repository as Markdown. */
export default function Changelog() {
  return <ChangelogScreen markdown={changelog} />;
}
