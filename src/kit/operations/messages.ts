import { KIT_MESSAGES } from '../messages.ts';

/**
 * Why an operation was refused, in the user's words. The UI mostly disables the control instead,
 * so these texts surface where a refused request still arrives (drag and drop, shortcuts, API).
 * One map per module so the coming i18n layer has one place to translate.
 */
export const OPERATION_MESSAGES = {
  layerNotFound: 'That layer is not in this kit.',
  notRemovable: 'This layer cannot be removed.',
  maskInUse: 'This layer is used as a mask and cannot be removed.',
  notMovable: 'This layer cannot be moved.',
  positionNotAllowed: 'The layer cannot go to that position.',
  notHideable: 'This layer cannot be hidden.',
  notRenamable: 'This layer cannot be renamed.',
  nameTooLong: 'Layer names can be at most 30 characters.',
  notMaskable: 'This layer cannot be masked.',
  maskNotUsable: 'That layer cannot serve as a mask here.',
  notDuplicable: 'There can be only one layer of this kind.',
  printingComplete: 'Name, front number and back number already exist.',
  printingTypeExists: 'This printing layer already exists.',
  printingBasketballOnly: 'Player printing layers exist only in basketball.',
  customCollarExists: 'The kit already has a custom collar.',
  fieldNotEditable: 'This setting does not apply to this layer.',
  invalidValue: 'That value is not valid for this setting.',
  noBorder: 'This layer has no border setting.',
  noColorPair: 'This layer does not take a second colour.',
  logoNotFound: 'That logo is not in this kit.',
  customPositionPlusOnly: 'Custom logo positions are for Plus members.',
  notInGame: 'This layer is not available in this game.',
  plusOnly: 'This layer is for Plus members.',
  earlyAccessOnly: 'This is early-access content for Plus Premium and Ultimate members.',
  notAvailable: 'This item is not available.',
  invalidHexColor: KIT_MESSAGES.invalidHexColor,
  colorNotFound: 'This layer has no colour at that place.',
  notADesign: 'Only design layers have a design type.',
  groupNeedsTwo: 'Select at least two layers to group.',
  groupOneArea: 'Layers of different areas cannot be grouped.',
  notGroupable: 'One of these layers cannot go into a group.',
  notAGroup: 'This layer is not a group.',
  notInGroup: 'This layer is not in a group.',
} as const;

export type RefusalCode = keyof typeof OPERATION_MESSAGES;
