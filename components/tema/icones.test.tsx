import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MenuOutlined } from "@ant-design/icons";
import { Icones } from "./icones";

/** The style elements @ant-design/icons inserts into the page for its base rules. */
const estilosDosIcones = () =>
  [...document.querySelectorAll("style")].filter((s) => s.textContent?.includes(".anticon"));

describe("Icones", () => {
  afterEach(() => estilosDosIcones().forEach((s) => s.remove()));

  it("draws antd's icons without inserting their styles into the page", () => {
    render(
      <Icones>
        <MenuOutlined aria-label="Abrir menu" />
      </Icones>,
    );
    expect(screen.getByLabelText("Abrir menu").classList).toContain("anticon");
    expect(estilosDosIcones()).toEqual([]);
  });

  it("is what keeps them out: an icon drawn without it inserts them", () => {
    render(<MenuOutlined aria-label="Abrir menu" />);
    expect(estilosDosIcones()).toHaveLength(1);
  });
});
