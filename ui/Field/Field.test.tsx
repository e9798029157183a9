import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { Input } from "../Input/Input.tsx";
import { Combobox } from "../Combobox/Combobox.tsx";
import { DatePicker } from "../DatePicker/DatePicker.tsx";
import { Field } from "./Field.tsx";

describe("Field", () => {
  it("labels a cloned control and describes it by hint and error", () => {
    render(
      <Field label="E-mailadres" hint="Voor de bevestiging" error="Ongeldig adres" required>
        <Input type="email" aria-describedby="extra" />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "E-mailadres" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toBeRequired();
    const ids = input.getAttribute("aria-describedby")!.split(" ");
    expect(ids[0]).toBe("extra");
    expect(document.getElementById(ids[1]!)).toHaveTextContent("Voor de bevestiging");
    expect(document.getElementById(ids[2]!)).toHaveTextContent("Ongeldig adres");
    expect(screen.getByRole("alert")).toHaveTextContent("Ongeldig adres");
  });

  it("keeps a control's own id and passes the props to a render function", () => {
    const seen = vi.fn();
    render(
      <Field label="Naam" id="name-field">
        {(props) => {
          seen(props);
          return <input {...props} />;
        }}
      </Field>,
    );
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ id: "name-field", "aria-invalid": undefined }));
    expect(screen.getByLabelText("Naam")).toHaveAttribute("id", "name-field");
  });

  it("points the label at a cloned control's own id", () => {
    render(
      <Field label="Achternaam">
        <Input id="last-name" />
      </Field>,
    );
    expect(screen.getByLabelText("Achternaam")).toHaveAttribute("id", "last-name");
    expect(screen.getByText("Achternaam").closest("label")).toHaveAttribute("for", "last-name");
  });

  it("renders a fieldset with a legend for a group", () => {
    render(
      <Field label="Dagen" group>
        <div role="group" aria-label="inner" />
      </Field>,
    );
    expect(screen.getByRole("group", { name: "Dagen" }).tagName).toBe("FIELDSET");
  });
});

describe("react-hook-form", () => {
  type Values = { email: string; skills: string[]; startsOn: string };

  function Form({ onValid }: { onValid: (values: Values) => void }) {
    const { register, control, handleSubmit, formState } = useForm<Values>({
      defaultValues: { email: "", skills: [], startsOn: "" },
    });
    return (
      <form onSubmit={handleSubmit(onValid)}>
        <Field label="E-mail" error={formState.errors.email?.message}>
          <Input {...register("email", { required: "Verplicht" })} />
        </Field>
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <Field label="Vaardigheden">
              <Combobox
                {...field}
                options={[{ value: "cook", label: "Koken" }]}
                emptyText="Niets"
                removeLabel={(l) => `Verwijder ${l}`}
                selectedLabel="Gekozen"
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="startsOn"
          render={({ field }) => (
            <Field label="Startdatum">
              <DatePicker
                {...field}
                labels={{ openCalendar: "Kalender", previousMonth: "Vorige", nextMonth: "Volgende" }}
              />
            </Field>
          )}
        />
        <button type="submit">Opslaan</button>
      </form>
    );
  }

  it("registers an Input and shows the error, and takes values from Controller-wrapped controls", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole("button", { name: "Opslaan" }));
    expect((await screen.findByText("Verplicht")).closest("[role=alert]")).not.toBeNull();
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveFocus();
    await userEvent.type(screen.getByRole("textbox", { name: "E-mail" }), "a@b.nl");
    await userEvent.type(screen.getByRole("combobox", { name: "Vaardigheden" }), "kok{Enter}");
    await userEvent.type(screen.getByRole("textbox", { name: "Startdatum" }), "01-02-2026");
    await userEvent.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(onValid).toHaveBeenCalledWith(
      { email: "a@b.nl", skills: ["cook"], startsOn: "2026-02-01" },
      expect.anything(),
    );
  });
});
