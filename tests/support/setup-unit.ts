import "@testing-library/jest-dom/vitest";
import "../../ui/lib/merge.ts";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy* and waitFor give up after 1 s by default: too soon for a lazily loaded page on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
