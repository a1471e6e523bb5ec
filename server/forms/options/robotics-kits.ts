/** Spec §3 option list "robotics kits: Kit 1 (5 models), Kit 2 (8 models)": the products a family buys. */
export const ROBOTICS_KITS = ['kit_1', 'kit_2'] as const;
export type RoboticsKit = (typeof ROBOTICS_KITS)[number];

export const ROBOTICS_KIT_LABEL: Record<RoboticsKit, string> = {
  kit_1: 'Kit 1 (5 modelos)',
  kit_2: 'Kit 2 (8 modelos)',
};

export function isRoboticsKit(value: string | null | undefined): value is RoboticsKit {
  return !!value && (ROBOTICS_KITS as readonly string[]).includes(value);
}
