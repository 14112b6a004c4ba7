/**
 * Square grids ({@link io.github.gongqi.geometry.SquareGrid}), hexagonal boards ({@link
 * io.github.gongqi.geometry.HexBoard}) and cell sets over {@code long} words ({@link
 * io.github.gongqi.geometry.CellSet}, {@link io.github.gongqi.geometry.Bits}).
 *
 * <p>Every type here is immutable and thread-safe, except the caller-owned {@code long[]} arrays
 * that the allocation-free kernels of {@link io.github.gongqi.geometry.Bits} read and write.
 */
package io.github.gongqi.geometry;
